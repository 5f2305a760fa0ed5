# Find, as documented for Ruby 3.1's find: a depth-first walk of each path given, the
# entries of a directory in sorted order after the directory itself, without following
# symbolic links; Find.prune skips the directory just yielded. Unreadable entries are
# skipped unless `ignore_error: false`.
module Find
  VERSION = "0.1.1"

  SKIPPED = [Errno::ENOENT, Errno::EACCES, Errno::ENOTDIR, Errno::ELOOP, Errno::ENAMETOOLONG, Errno::EINVAL].freeze
  private_constant :SKIPPED

  def find(*paths, ignore_error: true)
    return enum_for(:find, *paths, ignore_error: ignore_error) unless block_given?
    paths = paths.map do |d|
      d = d.to_path if d.respond_to?(:to_path)
      raise Errno::ENOENT, d unless File.exist?(d) || File.symlink?(d)
      d.dup
    end
    paths.each do |path|
      pending = [path]
      while (file = pending.shift)
        catch(:prune) do
          yield file.dup
          begin
            stat = File.lstat(file)
          rescue *SKIPPED
            raise unless ignore_error
            next
          end
          if stat.directory?
            begin
              names = Dir.children(file)
            rescue *SKIPPED
              raise unless ignore_error
              next
            end
            names.sort.reverse_each { |name| pending.unshift(File.join(file, name)) }
          end
        end
      end
    end
    nil
  end

  def prune
    throw :prune
  end

  module_function :find, :prune
end
