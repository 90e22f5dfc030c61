import { useNavigate } from 'react-router';
import { paths } from '../../shared/navigation/paths';
import { commonMessages } from '../../shared/i18n/common-messages';
import { useMessages } from '../../shared/i18n/use-messages';
import { FloatingButton } from '../../shared/ui/floating-button/floating-button';

/**
 * The draggable customer-service button of both repayment pages: the kit's floating button
 * (kept inside the viewport, a drag is not a tap) going to /Dag. The launch parameters are kept
 * for the session, so /Dag needs no query of its own.
 */
export function CustomerServiceButton() {
  const t = useMessages(commonMessages);
  const navigate = useNavigate();
  return <FloatingButton label={t('ui.customerService')} onClick={() => void navigate(paths.dag)} />;
}
