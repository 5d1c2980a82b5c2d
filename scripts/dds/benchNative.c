/*
 * Benchmark driver of ours for Debian's native libdds: reads the first N deals of a DDS test list
 * (lines `PBN dealer vul trump first "N:..."`), converts each to DDS's binary ddTableDeal (as our
 * WebAssembly wrapper does), then times CalcDDtable over them with SetMaxThreads(THREADS).
 * Prints one line: deals, wall ms, cpu ms, threads, and the sum of all table cells (a checksum).
 * Usage: benchNative LIST N THREADS      (build: gcc -O2 benchNative.c -ldds)
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <dds/dll.h>

static int rank_of(char c) {
  const char *ranks = "23456789TJQKA";
  const char *at = strchr(ranks, c);
  return at && c ? (int)(at - ranks) + 2 : 0;
}

/* "N:AK.Q2.J.T98 ..." -> cards[hand][suit] bit masks; returns 0 on a malformed deal. */
static int parse_deal(const char *text, struct ddTableDeal *deal) {
  const char *seats = "NESW";
  const char *first = strchr(seats, text[0]);
  if (!first || text[1] != ':') return 0;
  memset(deal, 0, sizeof *deal);
  int hand = (int)(first - seats), suit = 0;
  for (const char *p = text + 2; *p; p++) {
    if (*p == ' ') { hand = (hand + 1) % 4; suit = 0; }
    else if (*p == '.') suit++;
    else if (rank_of(*p) && suit < 4) deal->cards[hand][suit] |= 1u << rank_of(*p);
    else return 0;
  }
  return 1;
}

static double ms_between(struct timespec a, struct timespec b) {
  return (b.tv_sec - a.tv_sec) * 1e3 + (b.tv_nsec - a.tv_nsec) / 1e6;
}

int main(int argc, char **argv) {
  if (argc != 4) { fprintf(stderr, "usage: benchNative LIST N THREADS\n"); return 2; }
  int limit = atoi(argv[2]), threads = atoi(argv[3]), count = 0;
  FILE *in = fopen(argv[1], "r");
  if (!in) { fprintf(stderr, "benchNative: cannot read %s\n", argv[1]); return 2; }
  struct ddTableDeal *deals = calloc((size_t)limit, sizeof *deals);
  char line[512];
  while (count < limit && fgets(line, sizeof line, in)) {
    char *open = strchr(line, '"'), *close = open ? strchr(open + 1, '"') : NULL;
    if (strncmp(line, "PBN ", 4) || !close) continue;
    *close = 0;
    if (!parse_deal(open + 1, &deals[count])) { fprintf(stderr, "benchNative: bad deal %s\n", open + 1); return 2; }
    count++;
  }
  fclose(in);
  SetMaxThreads(threads);
  struct ddTableResults table;
  long checksum = 0;
  struct timespec wall0, wall1, cpu0, cpu1;
  clock_gettime(CLOCK_MONOTONIC, &wall0);
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &cpu0);
  for (int i = 0; i < count; i++) {
    int code = CalcDDtable(deals[i], &table);
    if (code != RETURN_NO_FAULT) { fprintf(stderr, "benchNative: CalcDDtable returned %d on deal %d\n", code, i + 1); return 1; }
    for (int s = 0; s < DDS_STRAINS; s++) for (int h = 0; h < DDS_HANDS; h++) checksum += table.resTable[s][h];
  }
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &cpu1);
  clock_gettime(CLOCK_MONOTONIC, &wall1);
  struct DDSInfo info;
  GetDDSInfo(&info);
  printf("%d %.1f %.1f %d %ld\n", count, ms_between(wall0, wall1), ms_between(cpu0, cpu1), info.noOfThreads, checksum);
  free(deals);
  return 0;
}
