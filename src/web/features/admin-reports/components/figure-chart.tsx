import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useId } from 'react';
import classes from './reports.module.css';

/** A column of the table; with a colour it is also a series of the chart. */
export interface FigureColumn {
  key: string;
  label: string;
  format: (value: number) => string;
  color?: string;
}

export interface FigureRow {
  name: string;
  values: Record<string, number>;
}

/**
 * A chart and, below it, the same figures as a table. The chart is a picture for the eye
 * (hidden from screen readers, no keyboard stops); the table, with its caption and totals,
 * is the truth for everyone.
 */
export function FigureChart(props: {
  title: string;
  caption: string;
  rowHeader: string;
  totalLabel: string;
  columns: FigureColumn[];
  rows: FigureRow[];
  totals: Record<string, number>;
  testId: string;
  /** Said when the period has no rows. */
  empty: string;
  valueFormatter: (value: number) => string;
}) {
  const titleId = useId();
  const series = props.columns
    .filter((c) => c.color)
    .map((c) => ({ name: c.key, label: c.label, color: c.color! }));
  const data = props.rows.map((r) => ({ name: r.name, ...r.values }));
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={titleId}>
      <Stack gap="md">
        <Title order={2} size="h4" id={titleId}>
          {props.title}
        </Title>
        {props.rows.length > 0 ? (
          <div aria-hidden="true">
            <BarChart
              h={260}
              data={data}
              dataKey="name"
              series={series}
              withLegend
              legendProps={{ verticalAlign: 'bottom' }}
              valueFormatter={props.valueFormatter}
              barChartProps={{ accessibilityLayer: false }}
              tickLine="y"
            />
          </div>
        ) : null}
        <Table.ScrollContainer minWidth={560}>
          <Table className={classes.figures} striped data-testid={props.testId}>
            <Table.Caption>{props.caption}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{props.rowHeader}</Table.Th>
                {props.columns.map((c) => (
                  <Table.Th key={c.key} scope="col">
                    {c.label}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {props.rows.map((r) => (
                <Table.Tr key={r.name}>
                  <Table.Th scope="row" fw={400}>
                    {r.name}
                  </Table.Th>
                  {props.columns.map((c) => (
                    <Table.Td key={c.key}>{c.format(r.values[c.key] ?? 0)}</Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
            <Table.Tfoot>
              <Table.Tr>
                <Table.Th scope="row">{props.totalLabel}</Table.Th>
                {props.columns.map((c) => (
                  <Table.Td key={c.key}>{c.format(props.totals[c.key] ?? 0)}</Table.Td>
                ))}
              </Table.Tr>
            </Table.Tfoot>
          </Table>
        </Table.ScrollContainer>
        {props.rows.length === 0 ? (
          <Text size="sm" c="dimmed">
            {props.empty}
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}
