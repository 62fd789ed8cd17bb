// The floor for `npm run bench:inp`: a native button toggling a popover, with no script of ours.
export default function TapPage() {
  return (
    <main>
      <button type="button" popoverTarget="menu">
        Menu
      </button>
      <ul id="menu" popover="auto">
        <li>
          <a href="/">Home</a>
        </li>
      </ul>
    </main>
  );
}
