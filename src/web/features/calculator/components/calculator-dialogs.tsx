import { lazy, Suspense } from 'react';
import type { CounterConfig } from '#domain/counter/counter-config.ts';
import { useDialogs, type CalculatorDialog } from '../hooks/use-dialogs';

// Dialogs are not needed at first paint: their code (and DOMPurify) loads when first opened.
const PostalCodeDialog = lazy(() =>
  import('./postal-code-dialog').then((m) => ({ default: m.PostalCodeDialog })),
);
const infoDialogs = () => import('./info-dialogs');
const TerraceRoofDialog = lazy(() => infoDialogs().then((m) => ({ default: m.TerraceRoofDialog })));
const HighOpeningAdviceDialog = lazy(() =>
  infoDialogs().then((m) => ({ default: m.HighOpeningAdviceDialog })),
);
const TermsDialog = lazy(() => infoDialogs().then((m) => ({ default: m.TermsDialog })));
const VideoGuideDialog = lazy(() => infoDialogs().then((m) => ({ default: m.VideoGuideDialog })));
const ExtraInfoDialog = lazy(() =>
  import('./extra-info-dialog').then((m) => ({ default: m.ExtraInfoDialog })),
);

/** Renders each dialog once it has been opened, and keeps it mounted afterwards. */
export function CalculatorDialogs({ config }: { config: CounterConfig }) {
  const open = useDialogs((s) => s.open);
  const mounted = useDialogs((s) => s.mounted);
  const extraInfo = useDialogs((s) => s.extraInfo);
  const close = useDialogs((s) => s.close);
  // Closed with no next control named: focus goes back to the control that opened it.
  const props = (dialog: CalculatorDialog) => ({ opened: open === dialog, onClose: () => close() });
  const has = (dialog: CalculatorDialog) => mounted.includes(dialog);
  return (
    <Suspense fallback={null}>
      {has('postalCode') ? (
        <PostalCodeDialog opened={open === 'postalCode'} onClose={close} />
      ) : null}
      {has('terraceRoof') ? <TerraceRoofDialog {...props('terraceRoof')} config={config} /> : null}
      {has('highOpeningAdvice') ? (
        <HighOpeningAdviceDialog {...props('highOpeningAdvice')} />
      ) : null}
      {has('terms') ? <TermsDialog {...props('terms')} /> : null}
      {has('videoGuide') ? <VideoGuideDialog {...props('videoGuide')} /> : null}
      {has('extraInfo') ? (
        <ExtraInfoDialog {...props('extraInfo')} notification={extraInfo} />
      ) : null}
    </Suspense>
  );
}
