# Chef::Util::FileEdit: line edits of a file held in memory, written back (with a
# FILE.old copy) by write_file, as libraries and ruby_blocks use it.
class Chef
  class Util
    # The lines being edited; each edit answers how many lines it touched.
    class Editor
      attr_reader :lines

      def initialize(lines)
        @lines = lines.to_a.clone
      end

      def append_line_after(search, line_to_append)
        edited = []
        @lines.each do |line|
          edited << line
          edited << line_to_append if line.match(search)
        end
        added = edited.length - @lines.length
        @lines = edited
        added
      end

      def append_line_if_missing(search, line_to_append)
        return 0 if @lines.any? { |line| line.match(search) }

        @lines << line_to_append
        1
      end

      def remove_lines(search)
        before = @lines.length
        @lines = @lines.reject { |line| line.match(search) }
        before - @lines.length
      end

      def replace(search, replacement)
        count = 0
        @lines = @lines.map do |line|
          next line unless line.match(search)

          count += 1
          line.gsub(search, replacement)
        end
        count
      end

      def replace_lines(search, replacement)
        count = 0
        @lines = @lines.map do |line|
          next line unless line.match(search)

          count += 1
          replacement
        end
        count
      end
    end

    class FileEdit
      def initialize(filepath)
        raise ArgumentError, "File '#{filepath}' does not exist" unless File.exist?(filepath)

        @editor = Editor.new(File.readlines(filepath))
        @original_pathname = filepath
        @file_edited = false
        @changes = false
      end

      def file_edited? = @file_edited
      def unwritten_changes? = !!@changes

      def search_file_replace_line(regex, newline)
        record(@editor.replace_lines(regex, newline))
      end

      def search_file_replace(regex, replace)
        record(@editor.replace(regex, replace))
      end

      def search_file_delete_line(regex)
        record(@editor.remove_lines(regex))
      end

      def search_file_delete(regex)
        search_file_replace(regex, "")
      end

      def insert_line_after_match(regex, newline)
        record(@editor.append_line_after(regex, newline))
      end

      def insert_line_if_no_match(regex, newline)
        record(@editor.append_line_if_missing(regex, newline))
      end

      def write_file
        if @changes
          FileUtils.cp(@original_pathname, @original_pathname + ".old", preserve: true)
          File.open(@original_pathname, "w") do |out|
            @editor.lines.each { |line| out.puts(line) }
          end
          @file_edited = true
        end
        @changes = false
      end

      private

      attr_reader :editor, :original_pathname

      # like Chef, a later edit that touches nothing keeps the earlier changes pending
      def record(count)
        @changes = count > 0 || @changes
      end
    end
  end
end
