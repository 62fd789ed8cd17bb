import Img from '@/components/ui/Img';
import Lightbox from '@/components/ui/Lightbox';
import ModalPhotos from '@/components/ui/ModalPhotos';
import { gridSizes } from '@/components/ui/photos';
import Tabs from '@/components/ui/Tabs';
import { sectionId } from '@/lib/content/sectionId';
import type { Article, Block } from '@/lib/content/types';
import DataTable from './DataTable';
import ExternalLinkView from './ExternalLink';
import photoGrid from '@/components/ui/PhotoGrid.module.css';
import styles from './ArticleView.module.css';
import Pending from './Pending';

function PhotosBlock({ block }: { block: Extract<Block, { kind: 'photos' }> }) {
  const columns = block.columns ?? 3;
  if (block.open === 'lightbox') return <Lightbox photos={block.photos} columns={columns} label="Photo" />;
  if (block.open === 'modal') return <ModalPhotos photos={block.photos} columns={columns} />;
  return (
    <ul className={photoGrid.grid} style={{ ['--columns' as string]: columns }}>
      {block.photos.map((photo) => (
        <li key={photo.src}>
          <figure className={styles.figure}>
            <Img src={photo.src} alt={photo.alt} width={photo.width} height={photo.height} sizes={gridSizes(columns)} />
            {photo.caption ? <figcaption>{photo.caption}</figcaption> : null}
          </figure>
        </li>
      ))}
    </ul>
  );
}

function BlockView({ block }: { block: Block }) {
  switch (block.kind) {
    case 'paragraph':
      return <p>{block.text}</p>;
    case 'list': {
      const List = block.ordered ? 'ol' : 'ul';
      return (
        <List className={styles.list}>
          {block.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </List>
      );
    }
    case 'table':
      return <DataTable table={block.table} />;
    case 'see-also':
      return (
        <p>
          See also:{' '}
          {block.links.map((link, index) => (
            <span key={link.href}>
              {index > 0 ? ', ' : null}
              <a href={link.href}>{link.text}</a>
            </span>
          ))}
        </p>
      );
    case 'pending':
      return <Pending what={block.what} />;
    case 'external-links':
      return (
        <ul className={styles.list}>
          {block.links.map((link) => (
            <li key={link.href}>
              <ExternalLinkView link={link} />
            </li>
          ))}
        </ul>
      );
    case 'facts':
      return (
        <dl className={styles.facts}>
          {block.facts.map((fact) => (
            <div key={fact.label} className={styles.fact}>
              <dt>{fact.label}</dt>
              <dd>{fact.value}</dd>
            </div>
          ))}
        </dl>
      );
    case 'quote':
      return <blockquote className={styles.quote}>{block.text}</blockquote>;
    case 'photos':
      return <PhotosBlock block={block} />;
    case 'tabs':
      return (
        <Tabs
          label={block.label}
          orientation={block.orientation}
          tabs={block.tabs.map((tab) => ({ label: tab.label, panel: <Blocks blocks={tab.blocks} /> }))}
        />
      );
    case 'cards':
      return (
        <ul className={styles.cards}>
          {block.cards.map((card) => (
            <li key={card.title} className={styles.card} style={card.colour ? { ['--card-colour' as string]: card.colour } : undefined}>
              <h3>{card.title}</h3>
              {card.text ? <p>{card.text}</p> : null}
            </li>
          ))}
        </ul>
      );
    case 'steps':
      return (
        <ol className={styles.steps}>
          {block.steps.map((step) => (
            <li key={step.title}>
              <h3>{step.title}</h3>
              <ul className={styles.list}>
                {step.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      );
  }
}

function Blocks({ blocks }: { blocks: Block[] }) {
  return (
    <>
      {blocks.map((block, index) => (
        <BlockView key={index} block={block} />
      ))}
    </>
  );
}

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
