import { contentReport } from "./check-content/report";

// `npm run check:content`: validates everything under content/ and names the file and field of each problem.
const report = contentReport();
if (report.ok) {
  console.log(report.summary);
} else {
  console.error(report.problems);
  process.exit(1);
}
