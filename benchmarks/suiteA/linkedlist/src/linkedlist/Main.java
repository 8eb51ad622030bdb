package linkedlist;

/*
 * linkedlist: a singly linked list whose append is not synchronized.
 *
 * Two Appender threads each append two values to a shared SimpleList. The
 * query methods are synchronized, but append() links the new node in three
 * unlocked steps (read tail, tail.next = node, tail = node). When both
 * threads read the same tail, one link overwrites the other and a node drops
 * out of the list. main checks afterwards that every value is reachable.
 *
 * Races (RW): Node.next and SimpleList.tail (also SimpleList.size), written
 * by append() in one thread vs read/written by append() in the other.
 *
 * Failing schedule: A reads tail (the sentinel); B reads the same tail;
 * A links its node and moves tail; B sets sentinel.next to its node,
 * unlinking A's -> main finds a value missing -> RuntimeException.
 */
public class Main {
    static final int PER_THREAD = 2;

    public static void main(String[] args) throws InterruptedException {
        SimpleList list = new SimpleList();
        Appender a = new Appender(list, 10);
        Appender b = new Appender(list, 20);
        a.start();
        b.start();
        a.join();
        b.join();
        for (int i = 0; i < PER_THREAD; i++) {
            check(list, 10 + i);
            check(list, 20 + i);
        }
        if (list.count() != list.size()) {
            throw new RuntimeException("size " + list.size() + " but " + list.count() + " nodes");
        }
        System.out.println("linkedlist: " + list);
        int sum = 0;
        while (list.size() > 0) {
            sum += list.removeFirst();
        }
        System.out.println("linkedlist: sum = " + sum);
    }

    static void check(SimpleList list, int value) {
        if (!list.contains(value)) {
            throw new RuntimeException("value " + value + " lost from " + list);
        }
    }
}

class Appender extends Thread {
    private final SimpleList list;
    private final int base;

    Appender(SimpleList list, int base) {
        this.list = list;
        this.base = base;
    }

    public void run() {
        for (int i = 0; i < Main.PER_THREAD; i++) {
            list.append(base + i);
        }
    }
}

class Node {
    final int value;
    Node next;

    Node(int value) {
        this.value = value;
    }
}

class SimpleList {
    private final Node sentinel = new Node(0);
    private Node tail = sentinel;
    private int size;

    /** BUG: not synchronized, unlike every other method. */
    void append(int value) {
        Node node = new Node(value);
        Node last = tail;
        last.next = node;
        tail = node;
        size++;
    }

    synchronized boolean contains(int value) {
        for (Node n = sentinel.next; n != null; n = n.next) {
            if (n.value == value) {
                return true;
            }
        }
        return false;
    }

    synchronized int size() {
        return size;
    }

    /** Number of nodes reachable from the head. */
    synchronized int count() {
        int c = 0;
        for (Node n = sentinel.next; n != null; n = n.next) {
            c++;
        }
        return c;
    }

    synchronized int removeFirst() {
        Node first = sentinel.next;
        if (first == null) {
            throw new RuntimeException("list is empty");
        }
        sentinel.next = first.next;
        if (tail == first) {
            tail = sentinel;
        }
        size--;
        return first.value;
    }

    public synchronized String toString() {
        StringBuilder sb = new StringBuilder("[");
        for (Node n = sentinel.next; n != null; n = n.next) {
            sb.append(n.value);
            if (n.next != null) {
                sb.append(", ");
            }
        }
        return sb.append("]").toString();
    }
}
