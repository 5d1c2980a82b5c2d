/**
 * Conformance with DDS's own test data (hands/ of Debian's dds orig tarball, read from the engine
 * build's cache): DD tables and DealerPar of 1,000 deals (under CI; 30 locally, or
 * PBN_DD_CONFORMANCE deals) and 100 play traces, exactly, through our conversions and worker.
 * Test tier: full — double-dummy conformance over many deals.
 */
import assert from 'node:assert/strict';
import { cpus } from 'node:os';
import { DdClient } from '../../server/src/analysis/engine/worker/ddClient';
import { DDS_STRAINS } from '../../server/src/analysis/engine/dds/encoding';
import { SEATS, seatAfter } from '../../server/src/bridge/seats';
import { describeWith, engineDirectory, handsDirectory } from './support/ddEngine';
import { readDdsTestDeals } from './support/ddsTestData';

const TABLE_DEALS = Number(process.env.PBN_DD_CONFORMANCE ?? (process.env.CI === 'true' ? 1000 : 30));
const TRACES = 100;

describeWith('hands', 'double dummy: conformance with DDS\'s test data', function () {
  this.timeout(1_800_000);
  let client: DdClient;
  before(() => { client = new DdClient({ workers: cpus().length, engineDirectory: engineDirectory() }); });
  after(() => client.dispose());

  it(`gives DDS's tables and par for ${TABLE_DEALS} deals of list1000/list10000`, async () => {
    const deals = readDdsTestDeals(handsDirectory() as string, TABLE_DEALS > 1000 ? 'list10000.txt' : 'list1000.txt', TABLE_DEALS);
    assert.equal(deals.length, TABLE_DEALS);
    const answers = await Promise.all(deals.map((deal) => client.par(deal.hands, deal.dealer, deal.vulnerability)));
    deals.forEach((deal, index) => {
      const { table, par } = answers[index];
      const cells = DDS_STRAINS.flatMap((strain) => SEATS.map((seat) => table[seat][strain]));
      assert.deepEqual(cells, deal.table, `table of deal ${index + 1}: ${deal.deal}`);
      assert.deepEqual({ score: par.nsPoints, contracts: par.contracts.map((c) => c.ddsText) }, deal.par, `par of deal ${index + 1}: ${deal.deal}`);
    });
  });

  it(`gives DDS's play traces for ${TRACES} deals of list1000`, async () => {
    const deals = readDdsTestDeals(handsDirectory() as string, 'list1000.txt', TRACES);
    const traces = await Promise.all(deals.map((deal) => client.analysePlay(deal.hands, deal.trump, seatAfter(deal.leader, 3), deal.played)));
    deals.forEach((deal, index) => {
      const { trace } = traces[index];
      // DDS's trace ends before the forced last trick; ours carries the last value through it.
      assert.equal(trace.length, deal.played.length + 1, `trace length of deal ${index + 1}`);
      assert.deepEqual(trace.slice(0, deal.trace.length), deal.trace, `trace of deal ${index + 1}: ${deal.deal}`);
      assert.ok(trace.slice(deal.trace.length).every((value) => value === deal.trace[deal.trace.length - 1]), `trace tail of deal ${index + 1}`);
    });
  });
});
