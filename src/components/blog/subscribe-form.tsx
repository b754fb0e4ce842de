import { css } from "@emotion/react";
import { useState, type FormEvent } from "react";
import { sendToEndpoint } from "../../lib/form-endpoint";
import { colors, fontSizes, mq, radii, space } from "../../styles/theme";
import { lightButton } from "../ui/button";

const panel = css`
  border-radius: ${radii.lg};
  background: linear-gradient(135deg, ${colors.primaryDark}, ${colors.primary});
  color: #e4f1f2;
  padding: ${space.xl} ${space.lg};
  ${mq.md} {
    padding: ${space.xxl};
  }
  h2 {
    color: #fff;
    font-size: ${fontSizes.xl};
  }
  form {
    margin-top: ${space.lg};
    display: grid;
    gap: ${space.md};
    ${mq.md} {
      grid-template-columns: 1fr 1fr auto;
      align-items: end;
    }
  }
  label {
    display: grid;
    gap: ${space.xxs};
    font-size: ${fontSizes.sm};
    font-weight: 600;
    color: #fff;
  }
  input {
    min-height: 44px;
    padding: 0 ${space.sm};
    border: 1px solid transparent;
    border-radius: ${radii.md};
    background: #fff;
    color: ${colors.ink};
  }
  .status {
    margin-top: ${space.md};
    font-weight: 600;
    color: #fff;
  }
`;

export function SubscribeForm({ endpoint }: { endpoint: string }) {
  const [email, setEmail] = useState("");
  const [speciality, setSpeciality] = useState("");
  const [status, setStatus] = useState<"idle" | "sending" | "done" | "failed">("idle");

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setStatus("sending");
    try {
      await sendToEndpoint(endpoint, { email, speciality });
      setEmail("");
      setSpeciality("");
      setStatus("done");
    } catch {
      setStatus("failed");
    }
  };

  return (
    <section css={panel} aria-labelledby="subscribe-title">
      <h2 id="subscribe-title">Subscribe to Clinical Updates</h2>
      <p css={{ marginTop: space.xs, maxWidth: "40rem" }}>
        New articles on digestive, liver and pancreatic health, written for patients and colleagues.
      </p>
      <form onSubmit={onSubmit}>
        <label>
          <span>
            Email Address <span aria-hidden="true">*</span>
          </span>
          <input
            type="email"
            name="email"
            required
            autoComplete="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
        </label>
        <label>
          Medical Speciality
          <input type="text" name="speciality" value={speciality} onChange={(e) => setSpeciality(e.target.value)} />
        </label>
        <button type="submit" css={lightButton} disabled={status === "sending"}>
          Subscribe
        </button>
      </form>
      <p className="status" role="status">
        {status === "done" && "Thank you for subscribing to clinical updates."}
        {status === "failed" && "Sorry, we could not subscribe you just now. Please try again later."}
      </p>
    </section>
  );
}
