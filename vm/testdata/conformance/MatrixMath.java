// MatrixMath: nested loops over 2-D double and long arrays — matrix multiply, transpose,
// identity check, determinant by Gaussian elimination, and integer matrix power for
// Fibonacci numbers.
public class MatrixMath {
    static long[][] mul(long[][] a, long[][] b) {
        int n = a.length, m = b[0].length, k = b.length;
        long[][] c = new long[n][m];
        for (int i = 0; i < n; i++) for (int j = 0; j < m; j++) { long s = 0; for (int x = 0; x < k; x++) s += a[i][x] * b[x][j]; c[i][j] = s; }
        return c;
    }
    static long[][] pow(long[][] a, int e) {
        long[][] r = { { 1, 0 }, { 0, 1 } };
        while (e > 0) { if ((e & 1) == 1) r = mul(r, a); a = mul(a, a); e >>= 1; }
        return r;
    }
    static double det(double[][] m) {
        int n = m.length;
        double[][] a = new double[n][];
        for (int i = 0; i < n; i++) a[i] = m[i].clone();
        double d = 1;
        for (int c = 0; c < n; c++) {
            int p = c;
            for (int r = c + 1; r < n; r++) if (Math.abs(a[r][c]) > Math.abs(a[p][c])) p = r;
            if (a[p][c] == 0) return 0;
            if (p != c) { double[] t = a[p]; a[p] = a[c]; a[c] = t; d = -d; }
            d *= a[c][c];
            for (int r = c + 1; r < n; r++) { double f = a[r][c] / a[c][c]; for (int k = c; k < n; k++) a[r][k] -= f * a[c][k]; }
        }
        return d;
    }
    public static void main(String[] args) {
        long[][] a = { { 1, 2, 3 }, { 4, 5, 6 } };
        long[][] b = { { 7, 8 }, { 9, 10 }, { 11, 12 } };
        long[][] c = mul(a, b);
        System.out.println("A*B = " + java.util.Arrays.deepToString(c));
        long[][] fib = pow(new long[][] { { 1, 1 }, { 1, 0 } }, 90);
        System.out.println("fib(90) via matrix power = " + fib[0][1]);
        double[][] m = { { 2, -1, 0, 3 }, { 1, 4, -2, 0 }, { 0, 5, 1, -1 }, { 3, 0, 2, 2 } };
        System.out.println("det = " + det(m) + " det(identity) = " + det(new double[][] { { 1, 0 }, { 0, 1 } }) + " singular = " + det(new double[][] { { 1, 2 }, { 2, 4 } }));
        int n = 60;
        double[][] h = new double[n][n];
        for (int i = 0; i < n; i++) for (int j = 0; j < n; j++) h[i][j] = 1.0 / (i + j + 1);
        double trace = 0, sum = 0;
        for (int i = 0; i < n; i++) { trace += h[i][i]; for (int j = 0; j < n; j++) sum += h[i][j] * h[j][i]; }
        System.out.println("hilbert trace " + trace + " sum of squares " + sum);
        double[][] t = new double[n][n];
        for (int i = 0; i < n; i++) for (int j = 0; j < n; j++) t[j][i] = h[i][j];
        boolean sym = true;
        for (int i = 0; i < n; i++) for (int j = 0; j < n; j++) if (t[i][j] != h[i][j]) sym = false;
        System.out.println("hilbert symmetric " + sym);
    }
}
