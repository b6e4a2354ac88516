// Owns showing a staff member's recovery codes the one time the server sends them: to copy, download or write down.
import { CopyIcon, DownloadIcon } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { useBrand } from '#web/entities/brand/brand.ts';

export const SAVE_CODES_NOW =
  'Save these codes now: each signs you in once if you lose your phone. They will not be shown again.';

export function RecoveryCodes({ codes, onDone }: { codes: readonly string[]; onDone: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  const [copied, setCopied] = useState<string>('');
  const shop = useBrand().name;
  const text = `${shop} recovery codes\n\n${codes.join('\n')}\n`;

  // They replace the form that asked for them: take the reader to them.
  useEffect(() => heading.current?.focus(), []);

  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      setCopied('The recovery codes are copied.');
    } catch {
      setCopied('Copying did not work here: select the codes and copy them, or download them.');
    }
  }

  return (
    <div className="grid gap-4">
      <h3 ref={heading} tabIndex={-1} className="text-base font-semibold outline-none">
        Your recovery codes
      </h3>
      <p className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">{SAVE_CODES_NOW}</p>
      <ol
        aria-label="Recovery codes"
        className="grid grid-cols-1 gap-2 rounded-md border border-border bg-surface p-4 font-mono text-base min-[360px]:grid-cols-2"
      >
        {codes.map((code) => (
          <li key={code} className="tracking-wide">
            {code}
          </li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" onClick={() => void copy()}>
          <CopyIcon aria-hidden />
          Copy
        </Button>
        <Button asChild variant="outline">
          <a href={`data:text/plain;charset=utf-8,${encodeURIComponent(text)}`} download="recovery-codes.txt">
            <DownloadIcon aria-hidden />
            Download
          </a>
        </Button>
        <Button className="sm:ml-auto" onClick={onDone}>
          Done
        </Button>
      </div>
      <p aria-live="polite" className="text-sm text-muted-foreground">
        {copied}
      </p>
    </div>
  );
}
