import java.io.*;
public class FileReads {
  public static void main(String[] a) throws Exception {
    File f = new File("in.txt");
    System.out.println(f.exists() + " " + f.length() + " " + f.isDirectory() + " " + f.isFile() + " " + f.getName());
    try (BufferedReader r = new BufferedReader(new FileReader(f))) {
      String l; while ((l = r.readLine()) != null) System.out.println("line: " + l);
    }
    try (FileInputStream in = new FileInputStream("in.txt")) {
      System.out.println(in.available() + " " + in.read() + " " + in.skip(2) + " " + in.read());
    }
    try (RandomAccessFile raf = new RandomAccessFile("in.txt", "r")) {
      raf.seek(6); System.out.println(raf.length() + " " + (char) raf.read() + " " + raf.getFilePointer() + " " + raf.readLine());
    }
    String[] names = new File("d").list();
    java.util.Arrays.sort(names);
    System.out.println(String.join(",", names));
    File g = new File("d", "new.txt");
    try (PrintWriter w = new PrintWriter(new FileWriter(g))) { w.println("written"); w.printf("%d%n", 7); }
    System.out.println(g.exists() + " " + g.length());
    try (FileWriter w = new FileWriter(g, true)) { w.write("more\n"); }
    try (BufferedReader r = new BufferedReader(new FileReader(g))) { System.out.println(r.readLine() + r.readLine() + r.readLine()); }
    System.out.println(g.delete() + " " + g.exists());
    try { new FileInputStream("no/such.txt"); } catch (FileNotFoundException e) { System.out.println(e); }
    try { new FileInputStream("d"); } catch (FileNotFoundException e) { System.out.println(e.getMessage().endsWith("(Is a directory)")); }
  }
}
