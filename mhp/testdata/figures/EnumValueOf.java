// Two threads bump the counter of the constant that valueOf names: the
// counts race on the one constant both look up.
class EnumValueOf {
    enum Level {
        LOW, HIGH;
        int count;
    }

    public static void main(String[] args) throws Exception {
        Thread a = new Thread(() -> Level.valueOf("HIGH").count++);
        Thread b = new Thread(() -> Level.valueOf("HIGH").count++);
        a.start();
        b.start();
        a.join();
        b.join();
    }
}
