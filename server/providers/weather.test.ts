import { describe, expect, it } from "vitest";
import { describeWeather } from "./weather.ts";

describe("WMO weather codes as the widget's conditions", () => {
  it.each([
    [0, 5, "clear", "Clear sky"],
    [1, 5, "clear", "Mainly clear"],
    [2, 5, "clouds", "Partly cloudy"],
    [45, 5, "clouds", "Fog"],
    [53, 5, "rain", "Drizzle"],
    [65, 5, "rain", "Heavy rain"],
    [81, 5, "rain", "Showers"],
    [95, 5, "rain", "Thunderstorm"],
    [73, 5, "snow", "Snow"],
    [86, 5, "snow", "Heavy snow showers"],
    [0, 45, "wind", "Windy, clear sky"],
    [3, 39, "wind", "Windy, overcast"],
    [63, 60, "rain", "Rain"],
    [42, 5, "clouds", "Cloudy"],
  ])("code %i with wind %i km/h reads %s (%s)", (code, wind, condition, description) => {
    expect(describeWeather(code, wind)).toEqual({ condition, description });
  });
});
