// Owns reading the FAQ's rendered Markdown as the accordion's groups: each `##` a group, each `###` under it a question
// whose answer runs to the next heading (decision 039); a `##` without questions stays an ordinary section.

export type FaqEntry = { id: string; question: string; answer: string };
/** Headings and text are HTML the server sanitized. */
export type FaqGroup = { id: string; heading: string; entries: FaqEntry[]; text: string };

const HEADING = /<h([23])>([\s\S]*?)<\/h\1>/g;

export function faqSections(html: string): { intro: string; groups: FaqGroup[] } {
  const groups: FaqGroup[] = [];
  let intro = '';
  let last = 0;
  let open: { level: '2' | '3'; heading: string } | undefined;
  const close = (until: number) => {
    const text = html.slice(last, until).trim();
    if (!open) intro += text;
    else if (open.level === '2') {
      groups.push({ id: `group-${groups.length + 1}`, heading: open.heading, entries: [], text });
    } else {
      const group = groups.at(-1) ?? (groups.push({ id: 'group-1', heading: '', entries: [], text: '' }), groups[0]!);
      group.entries.push({ id: `${group.id}-${group.entries.length + 1}`, question: open.heading, answer: text });
    }
  };
  for (const match of html.matchAll(HEADING)) {
    close(match.index);
    open = { level: match[1] as '2' | '3', heading: match[2]! };
    last = match.index + match[0].length;
  }
  close(html.length);
  return { intro, groups };
}
