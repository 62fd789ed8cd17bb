// The framework floor for `npm run bench`: an App Router page with nothing of ours in it.
export const metadata = { title: 'Empty App Router page' };

export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
