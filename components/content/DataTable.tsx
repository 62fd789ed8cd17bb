import type { TableCell, TableData } from '@/lib/content/types';
import styles from './DataTable.module.css';

function Cell({ cell }: { cell: TableCell }) {
  if (typeof cell === 'object') {
    return (
      <a href={cell.href} download={cell.download ? '' : undefined} target={cell.download ? undefined : '_blank'} rel="noopener noreferrer">
        {cell.text}
        {cell.description ? <span className="visually-hidden"> {cell.description}</span> : null}
      </a>
    );
  }
  return <>{typeof cell === 'number' ? cell.toLocaleString('en-IN') : cell}</>;
}

// On a phone each row is a card, every cell under its column's name; the roles keep it a table for screen readers.
export default function DataTable({ table }: { table: TableData }) {
  return (
    <figure className={styles.figure}>
      {/* A scrollable region must be reachable by keyboard. */}
      <div className={styles.scroller} tabIndex={0} role="region" aria-label={table.caption}>
        <table className={styles.table} role="table">
          <caption>{table.caption}</caption>
          <thead role="rowgroup">
            <tr role="row">
              {table.columns.map((column) => (
                <th key={column} scope="col" role="columnheader">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody role="rowgroup">
            {table.rows.map((row, rowIndex) => (
              <tr key={rowIndex} role="row" data-page-rest={(table.restFrom !== undefined && rowIndex >= table.restFrom) || undefined}>
                {row.map((cell, cellIndex) =>
                  cellIndex === 0 ? (
                    <th key={cellIndex} scope="row" role="rowheader">
                      <Cell cell={cell} />
                    </th>
                  ) : (
                    <td key={cellIndex} role="cell" data-label={table.columns[cellIndex]} data-numeric={typeof cell === 'number' || undefined}>
                      <Cell cell={cell} />
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {table.note ? <figcaption className={styles.note}>{table.note}</figcaption> : null}
    </figure>
  );
}
