import { useTranslation } from 'react-i18next';
import { siteLanguages } from '#contracts/site-pages.ts';
import { useSiteLanguage } from '#web/lib/site-language.ts';

/** Each caption track's name in its own language. */
const trackLabels = { fi: 'Suomi', en: 'English', sv: 'Svenska' } as const;

/**
 * The video guide (a short screen-recorded walk-through of the calculator), with captions
 * in every language of the site; the caption track of the page's language is on by default.
 */
export function VideoGuide() {
  const { t } = useTranslation('calculator');
  const language = useSiteLanguage();
  return (
    <video
      controls
      preload="metadata"
      poster="/video/guide-poster.jpg"
      style={{ width: '100%', borderRadius: 8, background: '#000', aspectRatio: '16 / 9' }}
      aria-label={t('video.title')}
      data-testid="video-guide"
    >
      <source src="/video/guide.webm" type="video/webm" />
      {siteLanguages.map((l) => (
        <track
          key={l}
          kind="captions"
          src={`/video/guide.${l}.vtt`}
          srcLang={l}
          label={trackLabels[l]}
          default={l === language}
        />
      ))}
    </video>
  );
}
