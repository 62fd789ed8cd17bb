import { Blocks } from '@/components/blocks/BlockView';
import { sectionId } from '@/lib/content/sectionId';
import type { Article } from '@/lib/content/types';
import styles from './ArticleView.module.css';

/** Every section of an article: its heading (h2, under the banner's h1) and its blocks. */
export default function ArticleView({ article }: { article: Article }) {
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
