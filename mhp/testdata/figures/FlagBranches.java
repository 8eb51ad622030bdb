// A flag read once from the arguments and handed down to every Worker
// (a final field, set from main's one value or from another Worker's
// field: static.Analysis.InvariantField) has one value in a run, so the
// workers' add (flag clear) and merge (flag set) never run in one
// execution and make no pair; add against add still pairs.
class FlagBranches {
    static class Tally {
        int n;

        synchronized void merge(int k) {
            n += k;
        }

        void add() {
            n++;
        }
    }

    static class Worker extends Thread {
        final Tally tally;
        final boolean fixed;
        final int depth;

        Worker(Tally tally, boolean fixed, int depth) {
            this.tally = tally;
            this.fixed = fixed;
            this.depth = depth;
        }

        public void run() {
            if (depth > 0) {
                new Worker(tally, fixed, depth - 1).start();
            }
            if (fixed) {
                tally.merge(1);
            } else {
                tally.add();
            }
        }
    }

    public static void main(String[] args) throws Exception {
        boolean fixed = args.length > 0 && args[0].equals("fixed");
        Worker w = new Worker(new Tally(), fixed, 1);
        w.start();
        w.join();
    }
}
