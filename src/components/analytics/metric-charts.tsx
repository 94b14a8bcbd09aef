"use client";

import { Bar, BarChart, Line, LineChart, PolarAngleAxis, RadialBar, RadialBarChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { cn } from "@/lib/utils";

interface Point {
  label: string;
  value: number | null;
}

const STROKE = "var(--color-primary)";

/** A small line chart of a daily series (gaps where a day has no value). */
export function TrendLine({ points, format }: { points: Point[]; format: (value: number) => string }) {
  return (
    <div className="h-32 w-full" aria-hidden>
      <ResponsiveContainer width="100%" height="100%">
        <LineChart data={points} margin={{ top: 4, right: 4, bottom: 0, left: 4 }}>
          <XAxis dataKey="label" hide />
          <YAxis hide domain={["auto", "auto"]} />
          <Tooltip formatter={(value) => format(Number(value))} />
          <Line type="monotone" dataKey="value" stroke={STROKE} strokeWidth={2} dot={false} connectNulls isAnimationActive={false} />
        </LineChart>
      </ResponsiveContainer>
    </div>
  );
}

/** Bars for the last periods, the current one last. */
export function PeriodBars({ points }: { points: Point[] }) {
  return (
    <div className="h-32 w-full" aria-hidden>
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={points} margin={{ top: 4, right: 4, bottom: 0, left: 4 }}>
          <XAxis dataKey="label" hide />
          <YAxis hide allowDecimals={false} />
          <Tooltip />
          <Bar dataKey="value" fill={STROKE} radius={[4, 4, 0, 0]} isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}

/** A half-circle gauge of `value` against `max` (past the target it turns red). */
export function Gauge({ value, max, over }: { value: number; max: number; over: boolean }) {
  const data = [{ value: Math.min(value, max) }];
  return (
    <div className="h-32 w-full" aria-hidden>
      <ResponsiveContainer width="100%" height="100%">
        <RadialBarChart data={data} startAngle={180} endAngle={0} innerRadius="70%" outerRadius="100%" cy="90%">
          <PolarAngleAxis type="number" domain={[0, max]} tick={false} />
          <RadialBar dataKey="value" background fill={over ? "var(--color-destructive)" : STROKE} cornerRadius={6} isAnimationActive={false} />
        </RadialBarChart>
      </ResponsiveContainer>
    </div>
  );
}

/** A progress bar with the target marked. */
export function Progress({ percent, target, label }: { percent: number; target: number; label: string }) {
  return (
    <div className="flex flex-col gap-2 pt-6">
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="relative h-3 w-full overflow-hidden rounded-full bg-muted"
      >
        <div className={cn("h-full rounded-full", percent >= target ? "bg-primary" : "bg-destructive")} style={{ width: `${percent}%` }} />
        <div className="absolute top-0 h-full w-0.5 bg-foreground/60" style={{ left: `${target}%` }} />
      </div>
    </div>
  );
}

/** Weekday × 6-hour blocks, darker where more views fell. */
export function Heatmap({ cells, weekdays, blocks }: { cells: number[][]; weekdays: string[]; blocks: string[] }) {
  const max = Math.max(1, ...cells.flat());
  return (
    <table className="w-full table-fixed text-[0.65rem]" aria-hidden>
      <thead>
        <tr>
          <th />
          {blocks.map((block) => (
            <th key={block} className="font-normal text-muted-foreground">
              {block}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {cells.map((row, day) => (
          <tr key={weekdays[day]}>
            <th className="pr-1 text-left font-normal text-muted-foreground">{weekdays[day]}</th>
            {row.map((count, block) => (
              <td key={blocks[block]} className="p-0.5">
                <div className="h-3 rounded-sm bg-primary" style={{ opacity: count === 0 ? 0.08 : 0.25 + (0.75 * count) / max }} title={String(count)} />
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
