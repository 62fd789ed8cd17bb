import { Blocks } from '@/components/blocks/BlockView';
import { holdsNothingOfTheSchool, nothingYetOf } from '@/lib/content/pages';
import { sectionId } from '@/lib/content/sectionId';
import type { Article } from '@/lib/content/types';
import { Meanwhile } from './Pending';
import styles from './ArticleView.module.css';
import pendingStyles from './Pending.module.css';

/** A page with nothing of the school's yet: said once, with what it will hold and how to ask meanwhile. */
function NothingYet({ article }: { article: Article }) {
  const { pending, seeAlso } = nothingYetOf(article);
  return (
    <div className={`container section ${styles.article}`}>
      <div data-pending="" className={pendingStyles.pending}>
        <p>
          The school office has not published this page yet.
          {pending.length === 1 ? ` It will hold ${pending[0]}.` : pending.length > 1 ? ' It will hold:' : ''}
        </p>
        {pending.length > 1 ? (
          <ul>
            {pending.map((what) => (
              <li key={what}>{what}</li>
            ))}
          </ul>
        ) : null}
        <p>
          <Meanwhile />
        </p>
      </div>
      {seeAlso.length > 0 ? <Blocks blocks={[{ kind: 'see-also', links: seeAlso }]} /> : null}
    </div>
  );
}

/** Every section of an article: its heading (h2, under the banner's h1) and its blocks. */
export default function ArticleView({ article }: { article: Article }) {
  if (holdsNothingOfTheSchool(article)) return <NothingYet article={article} />;
  return (
    <div className={`container section ${styles.article}`}>
      {article.sections.map((section, index) =>
        section.heading ? (
          <section key={section.heading}>
            <h2 id={sectionId(section.heading)}>{section.heading}</h2>
            <Blocks blocks={section.blocks} />
          </section>
        ) : (
          <div key={index}>
            <Blocks blocks={section.blocks} />
          </div>
        ),
      )}
    </div>
  );
}
