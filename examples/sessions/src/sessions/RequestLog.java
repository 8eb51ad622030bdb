package sessions;

/**
 * Formats access-log lines in a per-thread StringBuilder (a ThreadLocal, so
 * that the request threads do not share one) and counts them per thread.
 */
final class RequestLog {
    private static final ThreadLocal<StringBuilder> BUF = new ThreadLocal<StringBuilder>() {
        @Override
        protected StringBuilder initialValue() {
            return new StringBuilder(128);
        }
    };
    private static final ThreadLocal<int[]> COUNT = new ThreadLocal<int[]>() {
        @Override
        protected int[] initialValue() {
            return new int[1];
        }
    };

    static String line(String session, String user, String path, long tick) {
        StringBuilder sb = BUF.get();
        sb.setLength(0);
        sb.append(String.format("%08d ", tick)).append(Thread.currentThread().getName()).append(' ')
                .append(user).append('@').append(session).append(' ').append(path);
        COUNT.get()[0]++;
        return sb.toString();
    }

    static int linesOfThisThread() {
        return COUNT.get()[0];
    }
}
