import { customContentOf, strayCustomContent } from '@hospes/domain';
import { useEffect, useId } from 'react';
import { SafeHtml } from '../../components/ui/safe-html.tsx';
import { useProjectModel } from '../../lib/model/model-context.tsx';

const warned = new Set<string>();

/**
 * spec §1 custom discover content (app variants; docs/decisions/044): the
 * project's own blocks — sanitised HTML, embeds behind consent — on the
 * topic overview (`topicId` undefined) or atop one topic. A block bound to a
 * topic the model lacks is warned once in the console.
 */
export function CustomContent({ topicId }: { topicId?: string }) {
  const model = useProjectModel();
  const blocks = customContentOf(model, topicId);
  useEffect(() => {
    for (const block of strayCustomContent(model)) {
      if (warned.has(block.id)) continue;
      warned.add(block.id);
      console.warn(`Custom content "${block.id}" names topic "${block.topic}", which is missing.`);
    }
  }, [model]);
  if (blocks.length === 0) return null;
  return (
    <div className="custom-content">
      {blocks.map((block) => (
        <Block key={block.id} title={block.title} html={block.html} />
      ))}
    </div>
  );
}

function Block({ title, html }: { title: string | undefined; html: string }) {
  const headingId = useId();
  const heading = title?.trim();
  return (
    <section className="custom-content__block" aria-labelledby={heading ? headingId : undefined}>
      {heading && (
        <h2 id={headingId} className="custom-content__title">
          {heading}
        </h2>
      )}
      <SafeHtml className="custom-content__text" html={html} />
    </section>
  );
}
