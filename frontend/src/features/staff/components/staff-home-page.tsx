import { useId } from 'react';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { toolsByArea, type StaffTool } from '../lib/staff-tools';
import styles from './staff-home-page.module.css';

/** /admin/ (admins, spec section 6): every staff tool in one place, grouped by area, each with a line on what it is for. */
export function StaffHomePage() {
  useDocumentTitle('Staff tools');
  return (
    <div className="page-container">
      <div className={styles.page}>
        <header>
          <p className="page-eyebrow">Emberhold Gifts · Staff</p>
          <h1 className="page-heading">Staff tools</h1>
          <p className="page-intro">Everything the back office offers, by area.</p>
        </header>
        {toolsByArea().map((area) => (
          <StaffArea key={area.id} title={area.title} intro={area.intro} tools={area.tools} />
        ))}
      </div>
    </div>
  );
}

function StaffArea({ title, intro, tools }: { title: string; intro: string; tools: StaffTool[] }) {
  const headingId = useId();
  return (
    <section className={styles.area} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.areaHeading}>
        {title}
      </h2>
      <p className={styles.areaIntro}>{intro}</p>
      <ul className={styles.tools}>
        {tools.map((tool) => (
          <li key={tool.name} className={styles.tool}>
            {'to' in tool ? (
              <Link className={styles.toolName} to={tool.to}>
                {tool.name}
              </Link>
            ) : (
              <span className={styles.toolName}>{tool.name}</span>
            )}
            <p className={styles.description}>{tool.description}</p>
            {'howTo' in tool && <p className={styles.howTo}>{tool.howTo}</p>}
          </li>
        ))}
      </ul>
    </section>
  );
}
