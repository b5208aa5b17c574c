import { useTranslation } from 'react-i18next';

/**
 * The video guide (a short screen-recorded walk-through of the calculator), with captions
 * in Finnish and English; the caption track of the page's language is on by default.
 */
export function VideoGuide() {
  const { t, i18n } = useTranslation('calculator');
  const lang = i18n.language === 'en' ? 'en' : 'fi';
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
      <track
        kind="captions"
        src="/video/guide.fi.vtt"
        srcLang="fi"
        label="Suomi"
        default={lang === 'fi'}
      />
      <track
        kind="captions"
        src="/video/guide.en.vtt"
        srcLang="en"
        label="English"
        default={lang === 'en'}
      />
    </video>
  );
}
