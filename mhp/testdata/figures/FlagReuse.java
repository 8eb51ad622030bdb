// The fifth bump() of Worker.run runs whatever the flag, but the PEG links
// it to the fourth clone of bump (past the clone budget), made under
// "if (fixed)": that clone's call string no longer tells the flag its
// nodes run under. main's write where the flag is clear races with it.
class FlagReuse {
    static class Tally {
        int n;
    }

    static class Worker extends Thread {
        final Tally tally;
        final boolean fixed;

        Worker(Tally tally, boolean fixed) {
            this.tally = tally;
            this.fixed = fixed;
        }

        void bump() {
            tally.n++;
        }

        public void run() {
            if (fixed) {
                bump();
                bump();
                bump();
                bump();
            }
            bump();
        }
    }

    public static void main(String[] args) throws Exception {
        boolean fixed = args.length > 0 && args[0].equals("fixed");
        Tally t = new Tally();
        Worker w = new Worker(t, fixed);
        w.start();
        if (!w.fixed) {
            t.n++;
        }
        w.join();
    }
}
