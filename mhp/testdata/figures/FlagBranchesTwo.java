// FlagBranches with two workers made with two flags: the flag is no
// longer one value in a run, and add pairs with merge.
class FlagBranchesTwo {
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

        Worker(Tally tally, boolean fixed) {
            this.tally = tally;
            this.fixed = fixed;
        }

        public void run() {
            if (fixed) {
                tally.merge(1);
            } else {
                tally.add();
            }
        }
    }

    public static void main(String[] args) throws Exception {
        Tally t = new Tally();
        Worker a = new Worker(t, true);
        Worker b = new Worker(t, false);
        a.start();
        b.start();
        a.join();
        b.join();
    }
}
