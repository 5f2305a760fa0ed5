# Ruby's Pathname, the part cookbooks use: a path value whose methods go to File and Dir.
class Pathname
  def initialize(path)
    path = path.to_path if path.respond_to?(:to_path)
    raise TypeError, "no implicit conversion of #{path.class} into String" unless path.is_a?(String)
    @path = path.dup
  end

  def to_s = @path.dup
  alias to_path to_s
  def inspect = "#<Pathname:#{@path}>"
  def hash = @path.hash
  def ==(other) = other.is_a?(Pathname) && other.to_s == @path
  alias eql? ==
  alias === ==
  def <=>(other) = other.is_a?(Pathname) ? @path <=> other.to_s : nil

  def +(other)
    other = other.to_s
    return Pathname.new(other) if other.start_with?('/')
    return Pathname.new(other) if @path == '.'
    Pathname.new(File.join(@path, other))
  end
  alias / +

  def join(*parts) = parts.reduce(self) { |acc, part| acc + part }
  def basename(*suffix) = Pathname.new(File.basename(@path, *suffix))
  def dirname = Pathname.new(File.dirname(@path))
  alias parent dirname
  def extname = File.extname(@path)
  def absolute? = @path.start_with?('/')
  def relative? = !absolute?
  def root? = @path.match?(%r{\A/+\z})
  def exist? = File.exist?(@path)
  def file? = File.file?(@path)
  def directory? = File.directory?(@path)
  def symlink? = File.symlink?(@path)
  def readable? = File.readable?(@path)
  def executable? = File.executable?(@path)
  def size = File.size(@path)
  def read(*args) = File.read(@path, *args)
  def readlines(*args) = File.readlines(@path, *args)
  def write(*args) = File.write(@path, *args)
  def expand_path(*dir) = Pathname.new(File.expand_path(@path, *dir))
  def realpath = Pathname.new(File.realpath(@path))
  def sub(*args, &block) = Pathname.new(block ? @path.sub(*args, &block) : @path.sub(*args))
  def sub_ext(ext) = Pathname.new(@path.delete_suffix(extname) + ext)
  def each_filename(&block) = @path.split('/').reject(&:empty?).each(&block)
  def mkpath = FileUtils.mkdir_p(@path)
  def rmtree = FileUtils.rm_rf(@path)

  def children(with_directory = true)
    Dir.children(@path).sort.map { |name| with_directory ? self + name : Pathname.new(name) }
  end

  def entries = (['.', '..'] + Dir.children(@path).sort).map { |name| Pathname.new(name) }

  def cleanpath
    parts = []
    @path.split('/').each do |part|
      next if part.empty? || part == '.'
      if part == '..' && !parts.empty? && parts.last != '..'
        parts.pop
      elsif part != '..' || !absolute?
        parts << part
      end
    end
    text = parts.join('/')
    Pathname.new(absolute? ? "/#{text}" : (text.empty? ? '.' : text))
  end

  def relative_path_from(base)
    mine = cleanpath.to_s.split('/').reject(&:empty?)
    theirs = Pathname.new(base.to_s).cleanpath.to_s.split('/').reject(&:empty?)
    theirs = [] if theirs == ['.']
    mine = [] if mine == ['.']
    while !mine.empty? && !theirs.empty? && mine.first == theirs.first
      mine.shift
      theirs.shift
    end
    parts = (['..'] * theirs.size) + mine
    Pathname.new(parts.empty? ? '.' : parts.join('/'))
  end
end

module Kernel
  def Pathname(path) = path.is_a?(Pathname) ? path : Pathname.new(path)
end
