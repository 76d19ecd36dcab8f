import type { secureHeaders } from "hono/secure-headers";

type Policy = NonNullable<NonNullable<Parameters<typeof secureHeaders>[0]>["permissionsPolicy"]>;

/** The powerful browser features the site may use: its own pages may ask for the reader's location
 * (the weather widget); nothing may use camera, microphone, payment, device ports or sensors, and
 * embedded frames get none of them. */
export const PERMISSIONS_POLICY: Policy = {
  geolocation: ["self"],
  camera: [],
  microphone: [],
  payment: [],
  usb: [],
  serial: [],
  hid: [],
  midi: [],
  displayCapture: [],
  accelerometer: [],
  gyroscope: [],
  magnetometer: [],
  xrSpatialTracking: [],
  idleDetection: [],
  browsingTopics: [],
};
