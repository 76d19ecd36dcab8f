import { createHmac } from "node:crypto";

/**
 * A subscription's unsubscribe token (decision 0044): an HMAC of its id under the server's key, so that
 * each issue's mails can carry the link while the database keeps only its SHA-256 (a copy of the
 * database unsubscribes no one).
 */
export function unsubscribeToken(secret: Buffer, subscriptionId: string): string {
  return createHmac("sha256", secret).update(`newsletter-unsubscribe:${subscriptionId}`).digest("base64url");
}

export function unsubscribeUrl(publicUrl: string, token: string): string {
  return `${publicUrl}/unsubscribe?token=${encodeURIComponent(token)}`;
}

export function confirmUrl(publicUrl: string, token: string): string {
  return `${publicUrl}/newsletter/confirm?token=${encodeURIComponent(token)}`;
}
