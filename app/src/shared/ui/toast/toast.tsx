import styles from './toast.module.css';

interface Props {
  message: string;
}

/** One short message over the page. */
export function Toast({ message }: Props) {
  return <p className={styles.toast}>{message}</p>;
}
