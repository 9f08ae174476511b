/** A result's snippet, the matched words in `<mark>`. */
import { Fragment } from 'react';
import type { SnippetPart } from '../../shared/search.ts';

export function Snippet({ parts }: { parts: SnippetPart[] }) {
  return (
    <>
      {parts.map((part, index) =>
        part.match ? <mark key={index}>{part.text}</mark> : <Fragment key={index}>{part.text}</Fragment>,
      )}
    </>
  );
}
