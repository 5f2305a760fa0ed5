# Benchmark, as documented for Ruby 3.1's benchmark: measure (a Tms of user, system and
# children's CPU times and the real time), realtime, bm/bmbm reports with a caption and
# aligned labels, and Tms arithmetic and formatting (%u %y %U %Y %t %r %n).
module Benchmark
  VERSION = "0.2.0"
  BENCHMARK_VERSION = "2002-04-25"
  CAPTION = "      user     system      total        real\n"
  FORMAT = "%10.6u %10.6y %10.6t %10.6r\n"

  class Tms
    CAPTION = Benchmark::CAPTION
    FORMAT = Benchmark::FORMAT

    attr_reader :utime, :stime, :cutime, :cstime, :real, :total, :label

    def initialize(utime = 0.0, stime = 0.0, cutime = 0.0, cstime = 0.0, real = 0.0, label = nil)
      @utime, @stime, @cutime, @cstime, @real, @label = utime, stime, cutime, cstime, real, label.to_s
      @total = @utime + @stime + @cutime + @cstime
    end

    def add(&blk)
      self + Benchmark.measure(&blk)
    end

    def add!(&blk)
      t = Benchmark.measure(&blk)
      @utime = utime + t.utime
      @stime = stime + t.stime
      @cutime = cutime + t.cutime
      @cstime = cstime + t.cstime
      @real = real + t.real
      self
    end

    def +(other); memberwise(:+, other) end
    def -(other); memberwise(:-, other) end
    def *(x); memberwise(:*, x) end
    def /(x); memberwise(:/, x) end

    def format(format = nil, *args)
      str = (format || FORMAT).dup
      str.gsub!(/(%[-+.\d]*)n/) { "#{$1}s" % label }
      str.gsub!(/(%[-+.\d]*)u/) { "#{$1}f" % utime }
      str.gsub!(/(%[-+.\d]*)y/) { "#{$1}f" % stime }
      str.gsub!(/(%[-+.\d]*)U/) { "#{$1}f" % cutime }
      str.gsub!(/(%[-+.\d]*)Y/) { "#{$1}f" % cstime }
      str.gsub!(/(%[-+.\d]*)t/) { "#{$1}f" % total }
      str.gsub!(/(%[-+.\d]*)r/) { "(#{$1}f)" % real }
      format ? str % args : str
    end

    def to_s
      format
    end

    def to_a
      [@label, @utime, @stime, @cutime, @cstime, @real]
    end

    def to_h
      {label: @label, utime: @utime, stime: @stime, cutime: @cutime, cstime: @cstime, real: @real}
    end

    protected

    def memberwise(op, x)
      case x
      when Benchmark::Tms
        Benchmark::Tms.new(utime.__send__(op, x.utime), stime.__send__(op, x.stime),
                           cutime.__send__(op, x.cutime), cstime.__send__(op, x.cstime),
                           real.__send__(op, x.real))
      else
        Benchmark::Tms.new(utime.__send__(op, x), stime.__send__(op, x),
                           cutime.__send__(op, x), cstime.__send__(op, x), real.__send__(op, x))
      end
    end
  end

  class Report
    def initialize(width = 0, format = nil)
      @width, @format, @list = width, format, []
    end

    def item(label = "", *format, &blk)
      w = label.to_s.length
      @width = w if @width < w
      @list << res = Benchmark.measure(label, &blk)
      print label.to_s.ljust(@width)
      print res.format(@format, *format)
      res
    end
    alias report item

    def list
      @list
    end
  end

  module_function

  def measure(label = "")
    t0, r0 = Process.times, Process.clock_gettime(Process::CLOCK_MONOTONIC)
    yield
    t1, r1 = Process.times, Process.clock_gettime(Process::CLOCK_MONOTONIC)
    Benchmark::Tms.new(t1.utime - t0.utime, t1.stime - t0.stime, t1.cutime - t0.cutime,
                       t1.cstime - t0.cstime, r1 - r0, label)
  end

  def realtime
    r0 = Process.clock_gettime(Process::CLOCK_MONOTONIC)
    yield
    Process.clock_gettime(Process::CLOCK_MONOTONIC) - r0
  end

  def benchmark(caption = "", label_width = nil, format = nil, *labels)
    label_width ||= 0
    label_width += 1
    format ||= FORMAT
    print " " * label_width + caption unless caption.empty?
    report = Report.new(label_width, format)
    results = yield(report)
    if Array === results
      results.grep(Tms).each do |t|
        print((labels.shift || t.label || "").ljust(label_width), t.format(format))
      end
    end
    report.list
  end

  def bm(label_width = 0, *labels, &blk)
    benchmark(CAPTION, label_width, FORMAT, *labels, &blk)
  end

  def bmbm(width = 0)
    job = Job.new(width)
    yield(job)
    width = job.width + 1
    puts "Rehearsal ".ljust(width + CAPTION.length, "-")
    ets = job.list.inject(Tms.new) do |sum, (label, item)|
      print label.ljust(width)
      res = Benchmark.measure(&item)
      print res.format
      sum + res
    end.format("total: %tsec")
    print " #{ets}\n\n".rjust(width + CAPTION.length + 2, "-")
    print " " * width + CAPTION
    job.list.map do |label, item|
      GC.start
      print label.ljust(width)
      Benchmark.measure(label, &item).tap { |res| print res }
    end
  end

  class Job
    attr_reader :list, :width

    def initialize(width)
      @width = width
      @list = []
    end

    def item(label = "", &blk)
      raise ArgumentError, "no block" unless block_given?
      label = label.to_s
      @width = label.length if @width < label.length
      @list << [label, blk]
      self
    end
    alias report item
  end
end
