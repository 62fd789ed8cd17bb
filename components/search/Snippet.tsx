import type { SnippetPart } from '@/lib/search/engine';

/** A result's snippet, its matched words marked. Text only: nothing typed or provided is read as markup. */
export default function Snippet({ parts }: { parts: SnippetPart[] }) {
  return <>{parts.map((part, index) => (part.marked ? <mark key={index}>{part.text}</mark> : part.text))}</>;
}
