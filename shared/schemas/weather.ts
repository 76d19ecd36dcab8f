import { z } from "#shared/zod.ts";
import { WEATHER_CITIES } from "../widgets.ts";

const coordinate = (name: string, limit: number) =>
  z
    .string({ message: `${name} is required with a location.` })
    .trim()
    .regex(/^-?\d{1,3}(\.\d{1,12})?$/, `${name} must be a decimal number.`)
    .transform(Number)
    .refine((value) => Math.abs(value) <= limit, `${name} must be between -${limit} and ${limit}.`);

/** GET /api/weather?city=: one of the cities of SPEC.md §7. */
export const cityQuery = z.object({
  city: z.enum(WEATHER_CITIES, { message: `city must be one of ${WEATHER_CITIES.join(", ")}.` }),
});

/** GET /api/weather?latitude=&longitude=: a position in degrees. */
export const coordinatesQuery = z.object({
  latitude: coordinate("latitude", 90),
  longitude: coordinate("longitude", 180),
});
