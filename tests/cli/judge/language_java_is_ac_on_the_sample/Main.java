// A Java program (the language case: java, reached through /etc/alternatives, runs in the
// sandbox with its /etc/java-* configuration): reads the sample, prints its answer.
public class Main {
  public static void main(String[] args) throws Exception {
    while (System.in.read() >= 0) {
    }
    System.out.print("21\nRDDDDRRRULURULU\n");
  }
}
