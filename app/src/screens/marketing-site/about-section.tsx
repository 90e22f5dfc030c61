import { useConfig } from '../../shared/config/use-config';
import appImage from './about-app.svg';
import secureImage from './about-secure.svg';
import teamImage from './about-team.svg';
import styles from './marketing-site.module.css';
import type { MarketingKey } from './marketing-messages-es';
import { useMessages } from '../../shared/i18n/use-messages';
import { marketingMessages } from './marketing-messages';

const IMAGES: readonly { src: string; alt: MarketingKey }[] = [
  { src: appImage, alt: 'about.imageApp' },
  { src: teamImage, alt: 'about.imageTeam' },
  { src: secureImage, alt: 'about.imageSecure' },
];

/** /About: images only (docs/screens.md "Marketing site"), each with its text alternative. */
export function AboutSection() {
  const m = useMessages(marketingMessages);
  const { appName } = useConfig();
  return (
    <ul className={styles.gallery}>
      {IMAGES.map((image) => (
        <li key={image.alt}>
          <img className={styles.galleryImage} src={image.src} alt={m(image.alt, { appName })} width={480} height={320} />
        </li>
      ))}
    </ul>
  );
}
