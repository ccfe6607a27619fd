import { useId } from 'react';
import { ConversationList } from './conversation-list';
import { QuestionBox } from './question-box';
import styles from './consultas.module.css';

/** The /app tab 'Consultas': a new question, then the past conversations. */
export function Consultas() {
  const askHeading = useId();
  const listHeading = useId();
  return (
    <div className={styles.consultas}>
      <section aria-labelledby={askHeading}>
        <h2 id={askHeading} className={styles.heading}>
          Nueva consulta
        </h2>
        <QuestionBox />
      </section>
      <section aria-labelledby={listHeading}>
        <h2 id={listHeading} className={styles.heading}>
          Tus consultas
        </h2>
        <ConversationList />
      </section>
    </div>
  );
}
