import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.ForkJoinTask;
import java.util.concurrent.RecursiveAction;

// PollDone on a ForkJoinPool: a page looks up a user's name and order
// count in two tasks and polls isDone() (isCompletedNormally()), yielding,
// until they are done, then reads what they wrote. A task is done only
// once its compute has returned. But the page polls only the name's
// lookup: the count's may still run, and the page shows 0 orders.
// "fixed" polls both.
//
// java -ea ForkJoinPoll submit|fork|normally [fixed] (vsched.TestForkJoinPoll)
public class ForkJoinPoll {
    static String name;
    static int orders;

    static class User extends RecursiveAction {
        protected void compute() {
            name = "ada";
        }
    }

    static class Count extends RecursiveAction {
        protected void compute() {
            orders = 3;
        }
    }

    public static void main(String[] args) throws Exception {
        String mode = args.length > 0 ? args[0] : "submit";
        boolean fixed = args.length > 1 && args[1].equals("fixed");
        ForkJoinPool pool = new ForkJoinPool(2);
        ForkJoinTask<?> user, count;
        if (mode.equals("fork")) {
            user = new User().fork();
            count = new Count().fork();
        } else {
            user = pool.submit(new User());
            count = pool.submit(new Count());
        }
        if (mode.equals("normally")) {
            while (!user.isCompletedNormally() || fixed && !count.isCompletedNormally()) {
                Thread.yield();
            }
        } else {
            while (!user.isDone() || fixed && !count.isDone()) {
                Thread.yield();
            }
        }
        if (name.length() + orders != 6) {
            throw new IllegalStateException(name + " has " + orders + " orders");
        }
        pool.shutdown();
    }
}
