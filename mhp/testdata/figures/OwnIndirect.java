// A thread's own index that static.OwnValue reaches only indirectly:
// pushed before a conditional expression (barrierbreak's
// partial[id] = id == 1 && ... ? 0 : sum), or a Worker's final id read
// in a method that run calls. Two instances touch two elements; the racy
// twins next to each still pair.
class OwnIndirect {
    static volatile boolean flag;

    // The index is on the operand stack across the branches of the
    // conditional: each way to the store copies it.
    static class OwnCond {
        static int[] partial = new int[2];

        public static void main(String[] args) throws Exception {
            for (int w = 0; w < 2; w++) {
                int id = w;
                new Thread(() -> partial[id] = id == 1 && flag ? 0 : id + 5).start();
            }
        }
    }

    // Racy twin: the index is the thread's own on one branch only; with
    // flag set both threads write partial[0].
    static class CondIndex {
        static int[] partial = new int[2];

        public static void main(String[] args) throws Exception {
            for (int w = 0; w < 2; w++) {
                int id = w;
                new Thread(() -> partial[flag ? 0 : id] = id == 1 && flag ? 0 : id + 5).start();
            }
        }
    }

    // A Worker's final id read in a method its run calls on this.
    static class Worker extends Thread {
        static int[] slots = new int[3];
        static Worker first;
        final int id;

        Worker(int id) {
            this.id = id;
        }

        void step() {
            slots[id]++;
        }

        void deeper() {
            step();
        }

        public void run() {
            deeper();
        }
    }

    static class OwnHelperId {
        public static void main(String[] args) throws Exception {
            for (int i = 0; i < 3; i++) {
                new Worker(i).start();
            }
        }
    }

    // Racy twin: run calls the helper on another Worker (the first one
    // made), so every thread writes slots[0].
    static class Other extends Thread {
        static int[] slots = new int[3];
        static Other first;
        final int id;

        Other(int id) {
            this.id = id;
        }

        void step() {
            slots[id]++;
        }

        public void run() {
            first.step();
        }
    }

    static class OtherHelperId {
        public static void main(String[] args) throws Exception {
            for (int i = 0; i < 3; i++) {
                Other o = new Other(i);
                if (i == 0) {
                    Other.first = o;
                }
                o.start();
            }
        }
    }
}
