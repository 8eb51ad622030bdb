import java.io.*;
import java.util.*;

// System.in through a BufferedReader, then a Scanner on what is left.
public class StdinRead {
    public static void main(String[] args) throws IOException {
        BufferedReader r = new BufferedReader(new InputStreamReader(System.in));
        String first = r.readLine();
        System.out.println("first: " + first);
        int sum = 0;
        for (String w : r.readLine().split(" ")) sum += Integer.parseInt(w);
        System.out.println("sum: " + sum);
        System.out.println("rest: " + r.readLine() + " / " + r.readLine() + " / " + r.readLine());
    }
}
