import { useId } from 'react';
import { COLLECTION_TYPE, type ProblemType } from '../../features/complaint/complaint-api';
import { ComplaintTypeIcon } from '../../features/complaint/complaint-type-icon';
import styles from './complaint-entry-screen.module.css';
import { complaintMessages } from '../../features/complaint/complaint-messages';
import { useMessages } from '../../shared/i18n/use-messages';

interface Props {
  types: readonly ProblemType[];
  subTypes: readonly ProblemType[];
  /** Type 1 was tapped and allowed: its sub-types show. */
  subTypesOpen: boolean;
  onType: (type: ProblemType) => void;
  onSubType: (subType: ProblemType) => void;
}

/** The question types with their icons; type 1 (collection) opens its sub-types below. */
export function QuestionTypes({ types, subTypes, subTypesOpen, onType, onSubType }: Props) {
  const ct = useMessages(complaintMessages);
  const headingId = useId();
  const subId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {ct('typesHeading')}
      </h2>
      <ul className={styles.types}>
        {types.map((type, index) => {
          const isCollection = type.value === COLLECTION_TYPE;
          return (
            // The server may repeat a value: the position keeps each item its own.
            <li key={`${index}-${type.value}`}>
              <button
                type="button"
                className={styles.type}
                aria-expanded={isCollection ? subTypesOpen : undefined}
                aria-controls={isCollection && subTypesOpen ? subId : undefined}
                onClick={() => onType(type)}
              >
                <span className={styles.typeIcon}>
                  <ComplaintTypeIcon index={index} />
                </span>
                <span>{type.title.trim() || ct('typeUntitled', { number: index + 1 })}</span>
              </button>
            </li>
          );
        })}
      </ul>
      {subTypesOpen && (
        <div id={subId} className={styles.subTypes}>
          <h3 className={styles.subHeading}>{ct('subTypesHeading')}</h3>
          <ul className={styles.subList}>
            {subTypes.map((subType, index) => (
              <li key={`${index}-${subType.value}`}>
                <button type="button" className={styles.subType} onClick={() => onSubType(subType)}>
                  {subType.title.trim() || ct('typeUntitled', { number: index + 1 })}
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
