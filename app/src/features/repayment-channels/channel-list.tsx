import { useId } from 'react';
import { Link } from 'react-router';
import type { components } from '../../api/schema';
import { BarcodeModal } from '../../shared/ui/barcode-modal/barcode-modal';
import { CopyButton } from '../../shared/ui/copy-button/copy-button';
import { EmptyState } from '../../shared/ui/screen-state/empty-state';
import { channelTexts } from './channel-texts';
import styles from './channel-list.module.css';
import { RemoteImage } from '../../shared/ui/remote-image/remote-image';
import { useMessages } from '../../shared/i18n/use-messages';
import { UnitText } from '../../shared/ui/unit-text/unit-text';
import { useHistoryModal } from '../../shared/navigation/use-history-modal';

export type ChannelGroup = components['schemas']['ChannelGroup'];
export type RepaymentChannel = components['schemas']['RepaymentChannel'];

interface Props {
  groups: readonly ChannelGroup[];
  /** The /carpmm link of a channel (its query carries the amount and the request type). */
  hrefOf: (channel: RepaymentChannel) => string;
}

/** A barcode drawn as bars (decorative: the button's name says what it does). */
function BarcodeIcon() {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false">
      <path d="M2 4h2v16H2zm3 0h1v16H5zm2 0h3v16H7zm4 0h1v16h-1zm3 0h2v16h-2zm3 0h1v16h-1zm2 0h3v16h-3z" />
    </svg>
  );
}

function barcodeName(groupIndex: number, index: number): string {
  return `barcode-${groupIndex}-${index}`;
}

/**
 * The channels grouped by title. The channel's logo and description are one link to its
 * instruction; the voucher's copy and barcode buttons sit beside the link, not inside it, so a tap
 * on them never opens the instruction (and no control nests in another).
 */
export function ChannelList({ groups, hrefOf }: Props) {
  const t = useMessages(channelTexts);
  // The barcode dialog of each voucher, named by the channel's place (docs/decisions.md "Back closes dialogs").
  const barcodes = groups.flatMap((group, groupIndex) =>
    group.channels.flatMap((channel, index) =>
      channel.vCode && channel.BARcodeImg ? [{ name: barcodeName(groupIndex, index), channel }] : [],
    ),
  );
  const modal = useHistoryModal(barcodes.map((entry) => entry.name));
  const barcode = barcodes.find((entry) => entry.name === modal.open)?.channel ?? null;
  const headingId = useId();
  const hasChannels = groups.some((group) => group.channels.length > 0);
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {t('channels')}
      </h2>
      {!hasChannels && <EmptyState message={t('noChannels')} />}
      {hasChannels &&
        groups.map((group, groupIndex) => (
          <div className={styles.group} key={`${groupIndex}-${group.title}`}>
            {group.title.trim() && <h3 className={styles.groupTitle}>{group.title}</h3>}
            {group.channels.length === 0 ? (
              <p className={styles.emptyGroup}>{t('emptyGroup')}</p>
            ) : (
              <ul className={styles.channels}>
                {group.channels.map((channel, index) => (
                  <li className={styles.channel} key={`${index}-${channel.payCode}`}>
                    <Link className={styles.open} to={hrefOf(channel)} data-pay-code={channel.payCode}>
                      <RemoteImage
                        className={styles.logo}
                        src={channel.logo}
                        alt={t('channelLogo', { payCode: channel.payCode })}
                        fallbackText={channel.payCode}
                      />
                      <span className={styles.desc}>
                        <UnitText text={channel.desc} />
                      </span>
                      <span className={styles.chevron} aria-hidden="true">
                        ›
                      </span>
                    </Link>
                    {channel.vCode && (
                      <div className={styles.voucher}>
                        <span className={styles.voucherLabel}>{t('voucher')}</span>
                        <span className={styles.code}>
                          <UnitText text={channel.vCode} />
                        </span>
                        <CopyButton text={channel.vCode} label={t('copyVoucher', { code: channel.vCode })} />
                        {channel.BARcodeImg && (
                          <button
                            type="button"
                            className={styles.barcodeButton}
                            aria-label={t('showBarcode', { code: channel.vCode })}
                            aria-haspopup="dialog"
                            onClick={() => modal.show(barcodeName(groupIndex, index))}
                          >
                            <BarcodeIcon />
                          </button>
                        )}
                      </div>
                    )}
                  </li>
                ))}
              </ul>
            )}
          </div>
        ))}
      <BarcodeModal open={barcode !== null} onClose={modal.close} imageUrl={barcode?.BARcodeImg ?? ''} code={barcode?.vCode ?? ''} />
    </section>
  );
}
