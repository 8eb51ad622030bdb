// MultiArray: multianewarray (2-D, 3-D), partially specified dimensions (anewarray of
// arrays), jagged arrays, defaults, arraylength at each level, array class names.
public class MultiArray {
    public static void main(String[] args) {
        int[][] g = new int[3][4];
        for (int i = 0; i < 3; i++) for (int j = 0; j < 4; j++) g[i][j] = i * 10 + j;
        for (int[] row : g) { StringBuilder sb = new StringBuilder(); for (int v : row) sb.append(v).append(' '); System.out.println(sb); }
        long[][][] cube = new long[2][3][4];
        long total = 0;
        for (int i = 0; i < 2; i++) for (int j = 0; j < 3; j++) for (int k = 0; k < 4; k++) { cube[i][j][k] = (long) i * 100 + j * 10 + k; total += cube[i][j][k]; }
        System.out.println("cube total=" + total + " dims " + cube.length + "x" + cube[0].length + "x" + cube[0][0].length + " corner=" + cube[1][2][3]);
        double[][] partial = new double[3][];
        System.out.println("partial row null: " + (partial[0] == null));
        for (int i = 0; i < 3; i++) partial[i] = new double[i + 1];
        for (int i = 0; i < 3; i++) System.out.println("row " + i + " len " + partial[i].length + " last " + partial[i][i]);
        String[][] names = { { "a", "b" }, { "c" }, {} };
        for (String[] r : names) System.out.println("names row len " + r.length + (r.length > 0 ? " first " + r[0] : ""));
        char[][][] cs = new char[2][2][];
        System.out.println("cs[1][1]=" + cs[1][1] + " cs[0].length=" + cs[0].length);
        boolean[][] flags = new boolean[2][3];
        flags[1][2] = true;
        System.out.println("flags " + flags[0][0] + " " + flags[1][2]);
        Object[][] objs = new Integer[2][2];
        objs[0][0] = 5;
        System.out.println("objs class " + objs.getClass().getName() + " row class " + objs[0].getClass().getName() + " v=" + objs[0][0]);
        System.out.println("class names " + g.getClass().getName() + " " + cube.getClass().getName() + " " + names.getClass().getName()
            + " " + flags.getClass().getSimpleName());
        int[][] tri = new int[5][];
        for (int i = 0; i < 5; i++) {
            tri[i] = new int[i + 1];
            tri[i][0] = tri[i][i] = 1;
            for (int j = 1; j < i; j++) tri[i][j] = tri[i - 1][j - 1] + tri[i - 1][j];
        }
        for (int[] r : tri) { StringBuilder sb = new StringBuilder(); for (int v : r) sb.append(v).append(' '); System.out.println(sb.toString().trim()); }
        int[][] zero = new int[0][5];
        int[][] zero2 = new int[4][0];
        System.out.println("zero " + zero.length + " zero2 " + zero2.length + "," + zero2[3].length);
        byte[][][][] four = new byte[2][2][2][2];
        four[1][1][1][1] = 7;
        System.out.println("4d " + four[1][1][1][1] + " " + four[0][1][0][1]);
    }
}
