// A class literal cast back to Class (as a field of type Object would
// hand it over) is still the class's one Class object: main and the
// worker count under one monitor.
class ClassCast {
    static int n;
    static Object lock = ClassCast.class;

    public static void main(String[] args) throws Exception {
        Thread t = new Thread(() -> {
            synchronized (ClassCast.class) {
                n++;
            }
        });
        t.start();
        Class<?> c = (Class<?>) lock;
        synchronized (c) {
            n++;
        }
        t.join();
        System.out.println(n);
    }
}
