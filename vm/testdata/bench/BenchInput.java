// Bench's work once a symbolic input exists: the repetition count and the
// bound of loops() are inputs (BenchmarkInterpreterSymbolic names input()
// with Config.InputMethods), so every op takes the VM's symbolic path.
public class BenchInput {
    static int input() {
        return 1;
    }

    public static void main(String[] args) {
        int reps = input();
        long r = 0;
        for (int k = 0; k < reps; k++) {
            r += Bench.loops(2000 * reps);
            r += Bench.sieve(200000);
            r += Bench.sort(2000);
        }
        System.out.println(r);
    }
}
