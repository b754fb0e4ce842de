import { css } from "@emotion/react";
import { Link } from "gatsby";
import { useLanguage, useStrings } from "../../i18n/context";
import type { ShownEstimate } from "../../i18n/estimate-text";
import { localisedPath } from "../../i18n/languages";
import { PAYMENT_PATH } from "../../lib/paths";
import { colors, fontSizes, radii, space } from "../../styles/theme";
import { checkedLine, estimateNote } from "./notes";

const styles = css`
  .estimate {
    margin: ${space.md} 0;
    padding: ${space.md} ${space.lg};
    border: 1px solid ${colors.border};
    border-radius: ${radii.md};
    background: ${colors.surface};
  }
  .estimate h3 {
    margin: 0 0 ${space.xs};
  }
  .amount {
    font-size: ${fontSizes.lg};
    font-weight: 700;
    color: ${colors.ink};
  }
  .checked {
    margin-top: ${space.xs};
    ${checkedLine};
  }
  .note {
    ${estimateNote};
  }
`;

/**
 * "What it may cost" on an operation's page: each estimate (venue, range, room, stay, what it includes
 * and not, the day it was checked; in words the build wrote), the plain line that it is no quote, and
 * the page with every fee.
 */
export function OperationCosts({ estimates }: { estimates: readonly ShownEstimate[] }) {
  const lang = useLanguage();
  const text = useStrings().payment;
  return (
    <div css={styles}>
      {estimates.map((estimate) => (
        <section
          className="estimate"
          key={`${estimate.venue} ${estimate.room}`}
          aria-label={`${estimate.venue}, ${estimate.room}`}
        >
          <h3>
            {estimate.venue}: {estimate.room}
          </h3>
          <p className="amount">{estimate.amount}</p>
          <dl>
            <div>
              <dt>{text.stay}</dt>
              <dd>{estimate.stay}</dd>
            </div>
            <div>
              <dt>{text.includes}</dt>
              <dd>{estimate.includes}</dd>
            </div>
            <div>
              <dt>{text.excludes}</dt>
              <dd>{estimate.excludes}</dd>
            </div>
          </dl>
          <p className="checked">{estimate.checked}</p>
        </section>
      ))}
      <p className="note">{estimates.length > 0 ? text.estimateNote : text.noEstimates}</p>
      <p>
        <Link to={localisedPath(lang, PAYMENT_PATH)}>{text.operationLink}</Link>
      </p>
    </div>
  );
}
