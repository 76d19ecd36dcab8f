import type { DemoBreakingNews } from "./demo-types.ts";

export const DEMO_BREAKING: DemoBreakingNews[] = [
  {
    title: "Landslide blocks NH-6 near Sonapur; one lane reopened for light vehicles",
    content:
      "Heavy trucks remain held at Ratacherra and Lumshnong after overnight rain brought down a hillside in East Jaintia Hills. Travellers are advised to avoid the route after dark.",
    isActive: true,
    hoursAgo: 2,
  },
  {
    title: "Heavy rain alert for Meghalaya and Barak Valley over the next 48 hours",
    content:
      "The weather office has warned of very heavy rain in the Khasi and Jaintia Hills and the Barak Valley. Schools in two districts have announced a holiday on Thursday.",
    isActive: true,
    hoursAgo: 5,
  },
  {
    title: "Class 12 board results to be declared on Friday at 10 a.m.",
    content:
      "The state board said results would be available on its website and by SMS from 10 a.m. on Friday.",
    isActive: false,
    hoursAgo: 52,
  },
];
